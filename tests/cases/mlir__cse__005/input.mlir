
// Regions of unregistered ops might be isolated: nothing from outside is
// used there. Their single blocks are graph regions.
func.func @unregistered_region(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  "foo.region"() ({
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %a, %a : i32
    "foo.use"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
  return %0 : i32
}

