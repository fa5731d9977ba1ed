// The mingo operators minimongo registers. Importing `mingo` itself would register every
// operator mingo has (aggregation pipeline, expression, date, window: ~60 KB minified) and
// put all of it in the client bundle; the client only matches, sorts and projects, so its
// queries get Minimongo's operator set through an explicit context. An operator outside it
// fails loudly ("unknown query operator"), never silently.
// Left out (as in Minimongo, or needing mingo's expression engine): $expr, $jsonSchema, $where,
// $text, $near and the geo operators.
import { Context } from 'mingo/core';
import { $elemMatch as $elemMatchProjection, $slice } from 'mingo/operators/projection';
import {
  $all, $and, $bitsAllClear, $bitsAllSet, $bitsAnyClear, $bitsAnySet, $elemMatch, $eq, $exists, $gt,
  $gte, $in, $lt, $lte, $mod, $ne, $nin, $nor, $not, $or, $regex, $size, $type,
} from 'mingo/operators/query';

export const minimongoContext = Context.init({
  query: {
    $all, $and, $bitsAllClear, $bitsAllSet, $bitsAnyClear, $bitsAnySet, $elemMatch, $eq, $exists, $gt,
    $gte, $in, $lt, $lte, $mod, $ne, $nin, $nor, $not, $or, $regex, $size, $type,
  },
  projection: { $elemMatch: $elemMatchProjection, $slice },
});
