
func.func @execute_region() -> i64 {
  %res = scf.execute_region -> i64 {
    %c1 = arith.constant 1 : i64
    scf.yield %c1 : i64
  }
  %res2:2 = scf.execute_region -> (i64, i64) {
    %c1 = arith.constant 1 : i64
    scf.yield %c1, %c1 : i64, i64
  }
  %c = "test.cmp"() : () -> i1
  %res3 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %c1 = arith.constant 1 : i32
    cf.br ^bb3(%c1 : i32)
  ^bb2:
    %c2 = arith.constant 2 : i32
    cf.br ^bb3(%c2 : i32)
  ^bb3(%x : i32):
    scf.yield %x : i32
  }
  scf.execute_region {
    "test.foo"() : () -> ()
    scf.yield
  }
  return %res : i64
}
