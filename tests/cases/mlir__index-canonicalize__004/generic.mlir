"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index, index, index, index), sym_name = "reassociate"}> ({
  ^bb0(%arg0: index):
    %0 = "index.constant"() <{value = 1 : index}> : () -> index
    %1 = "index.constant"() <{value = 2 : index}> : () -> index
    %2 = "index.add"(%arg0, %0) : (index, index) -> index
    %3 = "index.add"(%2, %1) : (index, index) -> index
    %4 = "index.mul"(%arg0, %1) : (index, index) -> index
    %5 = "index.mul"(%4, %1) : (index, index) -> index
    %6 = "index.maxs"(%arg0, %0) : (index, index) -> index
    %7 = "index.maxs"(%6, %1) : (index, index) -> index
    %8 = "index.minu"(%arg0, %0) : (index, index) -> index
    %9 = "index.minu"(%8, %1) : (index, index) -> index
    %10 = "index.xor"(%arg0, %0) : (index, index) -> index
    %11 = "index.xor"(%10, %1) : (index, index) -> index
    "func.return"(%3, %5, %7, %9, %11) : (index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

