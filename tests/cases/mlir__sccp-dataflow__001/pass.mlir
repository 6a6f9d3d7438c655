module {
  func.func private @rec(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.subi %arg0, %c1_i32 : i32
    %1 = call @rec(%0) : (i32) -> i32
    return %1 : i32
  }
  func.func @entry(%arg0: i32) -> i32 {
    %c5_i32 = arith.constant 5 : i32
    %0 = call @rec(%c5_i32) : (i32) -> i32
    %1 = call @rec(%arg0) : (i32) -> i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
}

