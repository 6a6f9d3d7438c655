"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index, index, index, index), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.divui"(%0, %1) : (index, index) -> index
    %3 = "arith.floordivsi"(%0, %1) : (index, index) -> index
    %4 = "arith.ceildivsi"(%0, %1) : (index, index) -> index
    %5 = "arith.shrui"(%0, %1) : (index, index) -> index
    %6 = "arith.minui"(%0, %1) : (index, index) -> index
    "func.return"(%2, %3, %4, %5, %6) : (index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

