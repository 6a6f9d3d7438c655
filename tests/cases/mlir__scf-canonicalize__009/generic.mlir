"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "for_nuw_unsigned"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "scf.for"(%arg0, %2, %1) <{unsignedCmp}> ({
    ^bb0(%arg2: i32):
      "test.consume"(%arg2) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %3 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "scf.for"(%arg0, %3, %1) <{unsignedCmp}> ({
    ^bb0(%arg1: i32):
      "test.consume2"(%arg1) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

