// ARGS: -p builtin.module(func.func(strip-debuginfo,symbol-privatize{exclude=a})
func.func @f() {
  return
}
