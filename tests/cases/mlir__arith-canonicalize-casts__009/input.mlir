
func.func @truncf_small_types() -> (f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2) {
  %a = arith.constant 448.0 : f32
  %0 = arith.truncf %a : f32 to f8E4M3FN
  %inf = arith.constant 0x7F800000 : f32
  %1 = arith.truncf %inf : f32 to f8E4M3FN
  %b = arith.constant -2.0 : f32
  %2 = arith.truncf %b : f32 to f8E5M2FNUZ
  %c = arith.constant 6.0 : f16
  %3 = arith.truncf %c : f16 to f4E2M1FN
  %d = arith.constant 0.25 : f32
  %4 = arith.truncf %d : f32 to f8E8M0FNU
  %e = arith.constant 0x7C00 : f16
  %5 = arith.truncf %e : f16 to f8E5M2
  return %0, %1, %2, %3, %4, %5 : f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2
}

