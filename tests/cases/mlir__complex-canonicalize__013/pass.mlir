module {
  func.func @int_constant_parts() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %cst = complex.constant [1 : i32, 2 : i32] : complex<i32>
    "test.use"(%cst, %cst) : (complex<i32>, complex<i32>) -> ()
    return %c0_i32 : i32
  }
}

