
// Equal regions with equal uses of their own arguments.
func.func @equal_regions(%a: index, %b: index, %s: index) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = scf.for %i = %a to %b step %s iter_args(%x = %c0) -> i32 {
    %y = arith.addi %x, %c0 : i32
    scf.yield %y : i32
  }
  %1 = scf.for %j = %a to %b step %s iter_args(%z = %c0) -> i32 {
    %w = arith.addi %z, %c0 : i32
    scf.yield %w : i32
  }
  %2 = scf.for %j = %a to %b step %s iter_args(%z = %c0) -> i32 {
    %w = arith.addi %c0, %z : i32
    scf.yield %w : i32
  }
  "foo.use"(%2) : (i32) -> ()
  return %0, %1 : i32, i32
}

