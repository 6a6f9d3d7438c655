// ARGS: -p builtin.module(symbol-privatize,func.func(symbol-dce))
// MERGED: every function is processed, then the pipeline fails; no output
func.func @f() {
  return
}
func.func @g() {
  return
}
