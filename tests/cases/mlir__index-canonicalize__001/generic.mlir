"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "minmax_shift_bits"}> ({
    %0 = "index.constant"() <{value = 12 : index}> : () -> index
    %1 = "index.constant"() <{value = -5 : index}> : () -> index
    %2 = "index.constant"() <{value = 2 : index}> : () -> index
    %3 = "index.constant"() <{value = 40 : index}> : () -> index
    %4 = "index.maxs"(%0, %1) : (index, index) -> index
    %5 = "index.maxu"(%0, %1) : (index, index) -> index
    %6 = "index.mins"(%0, %1) : (index, index) -> index
    %7 = "index.minu"(%0, %1) : (index, index) -> index
    %8 = "index.shl"(%0, %2) : (index, index) -> index
    %9 = "index.shrs"(%1, %2) : (index, index) -> index
    %10 = "index.shru"(%1, %2) : (index, index) -> index
    %11 = "index.shl"(%0, %3) : (index, index) -> index
    %12 = "index.and"(%0, %1) : (index, index) -> index
    %13 = "index.or"(%0, %1) : (index, index) -> index
    %14 = "index.xor"(%0, %1) : (index, index) -> index
    "test.use"(%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

