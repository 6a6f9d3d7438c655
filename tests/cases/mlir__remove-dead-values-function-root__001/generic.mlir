"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "rec", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.cmpi"(%arg0, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3 = "scf.if"(%2) ({
      "scf.yield"(%0) : (i32) -> ()
    }, {
      %4 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "func.call"(%4) <{callee = @rec}> : (i32) -> i32
      %6 = "arith.addi"(%5, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%0) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

