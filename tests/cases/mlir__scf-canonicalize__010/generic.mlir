"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "for_unsigned_bounds"}> ({
    %0 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    "scf.for"(%0, %1, %2) <{unsignedCmp}> ({
    ^bb0(%arg1: i8):
      "test.unsigned"(%arg1) : (i8) -> ()
      "scf.yield"() : () -> ()
    }) : (i8, i8, i8) -> ()
    "scf.for"(%0, %1, %2) ({
    ^bb0(%arg0: i8):
      "test.signed"(%arg0) : (i8) -> ()
      "scf.yield"() : () -> ()
    }) : (i8, i8, i8) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

