module {
  func.func @execute_region() -> i64 {
    %0 = scf.execute_region -> i64 {
      %c1_i64 = arith.constant 1 : i64
      scf.yield %c1_i64 : i64
    }
    %1:2 = scf.execute_region -> (i64, i64) {
      %c1_i64 = arith.constant 1 : i64
      scf.yield %c1_i64, %c1_i64 : i64, i64
    }
    %2 = "test.cmp"() : () -> i1
    %3 = scf.execute_region -> i32 {
      cf.cond_br %2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %c1_i32 = arith.constant 1 : i32
      cf.br ^bb3(%c1_i32 : i32)
    ^bb2:  // pred: ^bb0
      %c2_i32 = arith.constant 2 : i32
      cf.br ^bb3(%c2_i32 : i32)
    ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
      scf.yield %4 : i32
    }
    scf.execute_region {
      "test.foo"() : () -> ()
      scf.yield
    }
    return %0 : i64
  }
}

