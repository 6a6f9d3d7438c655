module {
  func.func @ipowi() {
    %c3_i32 = arith.constant 3 : i32
    %c10_i32 = arith.constant 10 : i32
    %c-3_i32 = arith.constant -3 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = math.ipowi %c3_i32, %c10_i32 : i32
    %1 = math.ipowi %c3_i32, %c-3_i32 : i32
    %2 = math.ipowi %c-1_i32, %c-3_i32 : i32
    %3 = math.ipowi %c-1_i32, %c10_i32 : i32
    %4 = math.ipowi %c0_i32, %c-3_i32 : i32
    %5 = math.ipowi %c1_i32, %c-3_i32 : i32
    %6 = math.ipowi %c-3_i32, %c0_i32 : i32
    %true = arith.constant true
    %false = arith.constant false
    %7 = math.ipowi %true, %true : i1
    %8 = math.ipowi %false, %true : i1
    %9 = math.ipowi %false, %false : i1
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i32, i32, i32, i32, i32, i32, i32, i1, i1, i1) -> ()
    return
  }
}

