
func.func @multi_block_loop_body(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "foo.a"() : () -> ()
      scf.yield
    ^bb2:
      "foo.b"() : () -> ()
      scf.yield
    }
  }
  return
}

