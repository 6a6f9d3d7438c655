
// Calls in ops without an inliner interface are left.
func.func private @callee(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32
  return %b : i32
}
func.func @no_inline_unknown_region(%arg0 : i32) -> i32 {
  %0 = "foo.region"() ({
    %1 = func.call @callee(%arg0) : (i32) -> i32
    "foo.yield"(%1) : (i32) -> ()
  }, {
    "foo.yield"(%arg0) : (i32) -> ()
  }) : () -> i32
  %2 = func.call @callee(%0) : (i32) -> i32
  return %2 : i32
}
func.func private @callee_unk(%c : i32) -> i32 {
  %b = "foo.op"(%c) ({ "foo.yield"() : () -> () }, {}) : (i32) -> i32
  return %b : i32
}
func.func @call_unk(%arg0 : i32) -> i32 {
  %0 = func.call @callee_unk(%arg0) : (i32) -> i32
  return %0 : i32
}
