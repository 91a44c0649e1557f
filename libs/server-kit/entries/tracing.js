// Run-time entry of @stamp/server-kit/tracing: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/tracing/index.js');
