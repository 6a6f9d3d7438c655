
// unregistered op with two regions as parent of scf
func.func @two_regions(%c: i1, %v: i32) {
  "foo.two"() ({
    %r = scf.if %c -> (i32) {
      scf.yield %v : i32
    } else {
      scf.yield %v : i32
    }
    "foo.use"(%r) : (i32) -> ()
  }, {
    %r = arith.addi %v, %v : i32
  }) : () -> ()
  return
}

