"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32):
    %5 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "no_inline_unknown_region"}> ({
  ^bb0(%arg2: i32):
    %2 = "foo.region"() ({
      %4 = "func.call"(%arg2) <{callee = @callee}> : (i32) -> i32
      "foo.yield"(%4) : (i32) -> ()
    }, {
      "foo.yield"(%arg2) : (i32) -> ()
    }) : () -> i32
    %3 = "func.call"(%2) <{callee = @callee}> : (i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee_unk", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    %1 = "foo.op"(%arg1) ({
      "foo.yield"() : () -> ()
    }, {
    }) : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "call_unk"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @callee_unk}> : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

