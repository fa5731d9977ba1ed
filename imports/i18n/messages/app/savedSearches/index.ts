import cs from './cs.json';
import de from './de.json';
import en from './en.json';
import hu from './hu.json';
import pl from './pl.json';
import sk from './sk.json';
import { defineArea } from '../../../define-area';

export default defineArea(en, { de, cs, pl, sk, hu });
