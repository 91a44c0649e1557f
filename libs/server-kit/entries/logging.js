// Run-time entry of @stamp/server-kit/logging: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/logging/index.js');
