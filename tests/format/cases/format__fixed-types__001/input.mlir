
func.func @g() {
  // expected-error @+1 {{expected non-function type}}
  %0 = emitc.literal "x" : : i32
  return
}
