
func.func @bf16_chain(%h: bf16) -> (f16, bf16) {
  %a = arith.extf %h : bf16 to f32
  %0 = arith.truncf %a : f32 to f16
  %b = arith.extf %h : bf16 to f64
  %1 = arith.truncf %b : f64 to bf16
  return %0, %1 : f16, bf16
}

