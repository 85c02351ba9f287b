export { t } from './ar/index';
