
func.func @f(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    "foo.y"(%i) : (index) -> ()
  } {foo.attr = 1 : i32, llvm.loop_annotation = 3}
  scf.if %c {
    "foo.x"() : () -> ()
  } {foo.z}
  scf.while : () -> () {
    %x = "foo.c"() : () -> i1
    scf.condition(%x)
  } do {
    "foo.w"() : () -> ()
    scf.yield
  } attributes {foo.w}
  return
}

