
// Unknown ops holding regions: their blocks are entered, their results are
// unknown, constants inside still fold.
func.func @unknown_region(%arg0: i32) -> i32 {
  %0 = "foo.region"() ({
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    "foo.yield"(%s) : (i32) -> ()
  }) : () -> i32
  %c0 = arith.constant 0 : i32
  %r = arith.addi %0, %c0 : i32
  return %r : i32
}

