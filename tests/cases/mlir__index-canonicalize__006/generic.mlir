"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, index, index, index), sym_name = "width_dependent"}> ({
    %0 = "index.constant"() <{value = 4294967296 : index}> : () -> index
    %1 = "index.constant"() <{value = 1 : index}> : () -> index
    %2 = "index.constant"() <{value = -1 : index}> : () -> index
    %3 = "index.divu"(%0, %1) : (index, index) -> index
    %4 = "index.shl"(%1, %0) : (index, index) -> index
    %5 = "index.remu"(%2, %0) : (index, index) -> index
    %6 = "index.add"(%0, %1) : (index, index) -> index
    "func.return"(%3, %4, %5, %6) : (index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

