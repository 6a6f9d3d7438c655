module {
  func.func private @callee(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @no_inline_unknown_region(%arg0: i32) -> i32 {
    %0 = "foo.region"() ({
      %2 = func.call @callee(%arg0) : (i32) -> i32
      "foo.yield"(%2) : (i32) -> ()
    }, {
      "foo.yield"(%arg0) : (i32) -> ()
    }) : () -> i32
    %1 = arith.addi %0, %0 : i32
    return %1 : i32
  }
  func.func private @callee_unk(%arg0: i32) -> i32 {
    %0 = "foo.op"(%arg0) ({
      "foo.yield"() : () -> ()
    }, {
    }) : (i32) -> i32
    return %0 : i32
  }
  func.func @call_unk(%arg0: i32) -> i32 {
    %0 = call @callee_unk(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

