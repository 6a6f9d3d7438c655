"builtin.module"() ({
  "func.func"() <{function_type = () -> (!shape.size, !shape.size, !shape.size, !shape.size), sym_name = "arith_edges"}> ({
    %0 = "shape.const_size"() <{value = 9223372036854775807 : index}> : () -> !shape.size
    %1 = "shape.const_size"() <{value = 1 : index}> : () -> !shape.size
    %2 = "shape.const_size"() <{value = 0 : index}> : () -> !shape.size
    %3 = "shape.const_size"() <{value = -9223372036854775808 : index}> : () -> !shape.size
    %4 = "shape.const_size"() <{value = -1 : index}> : () -> !shape.size
    %5 = "shape.add"(%0, %1) : (!shape.size, !shape.size) -> !shape.size
    %6 = "shape.mul"(%0, %0) : (!shape.size, !shape.size) -> !shape.size
    %7 = "shape.div"(%3, %4) : (!shape.size, !shape.size) -> !shape.size
    %8 = "shape.div"(%4, %0) : (!shape.size, !shape.size) -> !shape.size
    "func.return"(%5, %6, %7, %8) : (!shape.size, !shape.size, !shape.size, !shape.size) -> ()
  }) : () -> ()
}) : () -> ()

