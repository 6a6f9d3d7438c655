
func.func @minmax(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = arith.maximumf %x, %x : f32
  %1 = arith.minnumf %x, %x : f32
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %2 = arith.maximumf %x, %ninf : f32
  %3 = arith.minimumf %x, %inf : f32
  %4 = arith.maxnumf %x, %nan : f32
  %5 = arith.minnumf %x, %nan : f32
  %6 = arith.maximumf %x, %inf : f32
  %7 = arith.maxnumf %x, %ninf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

