// ARGS: --split-input-file --dump-pass-pipeline -symbol-dce -p builtin.module(symbol-dce)
// MERGED: pipeline errors are reported per chunk, after parsing it
func.func private @f()
// -----
func.func @g( {
// -----
module {
}
