// Validates a method's or publication's positional arguments against a SimpleSchema whose keys
// name the parameters in order. Strict on purpose: no auto-conversion, unknown keys are refused
// rather than filtered, so hostile input ({"$ne": null} where a string belongs, extra keys,
// surplus arguments) is rejected with 400 INVALID and never reaches a query.
import { Meteor } from 'meteor/meteor';
import type SimpleSchema from 'simpl-schema';

export interface InvalidParam {
  name: string;
  type: string;
  message: string;
}

function invalid(details: InvalidParam[]): Error {
  // Values are left out of the details: they may be passwords or tokens.
  return new Meteor.Error(400, 'INVALID', JSON.stringify(details));
}

export function validateParams(schema: SimpleSchema, args: readonly unknown[]): Record<string, unknown> {
  const names = schema.objectKeys();
  if (args.length > names.length) {
    throw invalid([{ name: `#${names.length}`, type: 'tooManyArguments', message: `Expected at most ${names.length} arguments` }]);
  }
  const params: Record<string, unknown> = {};
  names.forEach((name, index) => {
    if (args[index] !== undefined) params[name] = args[index];
  });
  const cleaned = schema.clean(params, {
    mutate: false,
    filter: false,
    autoConvert: false,
    removeEmptyStrings: false,
    trimStrings: true,
    getAutoValues: true,
  }) as Record<string, unknown>;
  const context = schema.newContext();
  context.validate(cleaned);
  if (!context.isValid()) {
    throw invalid(
      context.validationErrors().map((error) => ({
        name: error.name,
        type: error.type,
        message: context.keyErrorMessage(error.name) || `${error.name} is invalid`,
      })),
    );
  }
  return cleaned;
}
