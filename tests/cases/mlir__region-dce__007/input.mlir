
// A region op whose nested ops have no effects is dead when unused.
func.func @dead_region_op(%c: i1, %a: i32) {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %a, %a : i32
    cf.br ^bb1(%1 : i32)
  ^bb1(%2: i32):
    scf.yield %2 : i32
  }
  "foo.keep"() : () -> ()
  return
}

