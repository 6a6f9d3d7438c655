// ARGS: -p builtin.module(symbol-privatize{exclud=x})
func.func @f() {
  return
}
