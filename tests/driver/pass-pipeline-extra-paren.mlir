// ARGS: -p builtin.module(any(strip-debuginfo)),symbol-dce)
func.func @f() {
  return
}
