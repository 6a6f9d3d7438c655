
func.func @sign() {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 1.0 : f32
  %h = arith.constant -0.0 : f16
  %nan = arith.constant 0xFFC00000 : f32
  %0 = math.absf %a : f32
  %1 = math.copysign %b, %a : f32
  %2 = math.copysign %a, %b : f32
  %3 = math.absf %h : f16
  %4 = math.absf %nan : f32
  "test.use"(%0, %1, %2, %3, %4) : (f32, f32, f32, f16, f32) -> ()
  return
}

