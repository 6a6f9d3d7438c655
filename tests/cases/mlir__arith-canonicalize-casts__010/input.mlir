
func.func @float_chains(%x: f32, %h: f16, %i: i32) -> (f32, f32, f16, f16, f16, f32, f16) {
  %a = arith.truncf %x fastmath<contract> : f32 to f16
  %0 = arith.extf %a fastmath<contract> : f16 to f32
  %b = arith.truncf %x : f32 to f16
  %1 = arith.extf %b fastmath<contract> : f16 to f32
  %c = arith.extf %h : f16 to f64
  %2 = arith.truncf %c : f64 to f16
  %d = arith.extf %h : f16 to f64
  %3 = arith.truncf %d : f64 to bf16
  %e = arith.sitofp %i : i32 to f32
  %4 = arith.truncf %e : f32 to f16
  %f = arith.uitofp %i : i32 to f32
  %5 = arith.extf %f : f32 to f64
  %6 = arith.truncf %5 : f64 to f32
  %g = arith.uitofp %i : i32 to f32
  %7 = arith.truncf %g upward : f32 to f16
  %k = arith.extf %h : f16 to f32
  %8 = arith.truncf %k : f32 to f16
  return %0, %1, %2, %7, %4, %6, %8 : f32, f32, f16, f16, f16, f32, f16
}

