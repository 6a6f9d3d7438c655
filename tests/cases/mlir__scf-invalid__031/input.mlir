
func.func @yield_invalid_parent_op() {
  "my.op"() ({
   scf.yield
  }) : () -> ()
  return
}
// expected-error@-4 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
