module {
  func.func @ipowi() {
    %false = arith.constant false
    %true = arith.constant true
    %c-3_i32 = arith.constant -3 : i32
    %c0_i32 = arith.constant 0 : i32
    %c59049_i32 = arith.constant 59049 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = math.ipowi %c0_i32, %c-3_i32 : i32
    %1 = math.ipowi %false, %true : i1
    "test.use"(%c59049_i32, %c0_i32, %c-1_i32, %c1_i32, %0, %c1_i32, %c1_i32, %true, %1, %true) : (i32, i32, i32, i32, i32, i32, i32, i1, i1, i1) -> ()
    return
  }
}

