module {
  %0 = "foo.top"() : () -> i32
  %c0 = arith.constant 0 : index
  module @inner {
    func.func @f() -> index {
      %c0_0 = arith.constant 0 : index
      %2 = "foo.op"() : () -> index
      %c0_1 = arith.constant 0 : index
      return %c0_0 : index
    }
  }
  "foo.iso"() ({
    %c0_0 = arith.constant 0 : index
    %alloc_1 = memref.alloc() : memref<2xf32>
    "foo.term"() : () -> ()
  }) : () -> ()
  %alloc = memref.alloc() : memref<2xf32>
  %1:3 = "foo.multi"() : () -> (i32, i32, i32)
  %sum, %overflow = arith.addui_extended %0, %0 : i32, i1
  func.func @g(%arg0: i32) -> i32 {
    %2 = scf.execute_region -> i32 {
      %c1_i32 = arith.constant 1 : i32
      cf.br ^bb1(%c1_i32 : i32)
    ^bb1(%3: i32):  // pred: ^bb0
      %c1_i32_0 = arith.constant 1 : i32
      scf.yield %3 : i32
    }
    %low, %high = arith.mulsi_extended %2, %2 : i32
    return %low : i32
  }
}

