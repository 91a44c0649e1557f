// Run-time entry of @stamp/server-kit/metrics: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/metrics/index.js');
