
func.func @float_to_int() -> (i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>) {
  %a = arith.constant -2.75 : f32
  %0 = arith.fptosi %a : f32 to i32
  %1 = arith.fptoui %a : f32 to i32
  %b = arith.constant 255.5 : f32
  %2 = arith.fptoui %b : f32 to i8
  %3 = arith.fptosi %b : f32 to i8
  %c = arith.constant -128.9 : f64
  %4 = arith.fptosi %c : f64 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %5 = arith.fptosi %nan : f32 to i32
  %inf = arith.constant 0x7F800000 : f32
  %6 = arith.fptoui %inf : f32 to i32
  %d = arith.constant -1.0 : f32
  %7 = arith.fptosi %d : f32 to i1
  %e = arith.constant 1.0e30 : f32
  %8 = arith.fptosi %e : f32 to i128
  %v = arith.constant dense<[1.5, -0.5]> : vector<2xf32>
  %9 = arith.fptosi %v : vector<2xf32> to vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>
}

