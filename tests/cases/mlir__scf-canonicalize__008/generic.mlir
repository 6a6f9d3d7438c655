"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "for_nsw_one_trip"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    "scf.for"(%arg0, %1, %0) ({
    ^bb0(%arg1: index):
      "test.consume"(%arg1) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

