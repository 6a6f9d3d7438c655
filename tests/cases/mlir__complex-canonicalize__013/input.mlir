
func.func @int_constant_parts() -> i32 {
  %c = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %d = complex.constant [1 : i32, 2 : i32] : complex<i32>
  "test.use"(%c, %d) : (complex<i32>, complex<i32>) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
