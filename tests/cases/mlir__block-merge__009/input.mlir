
// Arguments every predecessor passes the same value for go.
func.func @redundant_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.br ^bb3(%a, %b : i32, i32)
^bb2:
  "foo.y"() : () -> ()
  cf.br ^bb3(%a, %a : i32, i32)
^bb3(%x: i32, %y: i32):
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}

