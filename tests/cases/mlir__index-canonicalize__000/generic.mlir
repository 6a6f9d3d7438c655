"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "binary_constants"}> ({
    %0 = "index.constant"() <{value = 7 : index}> : () -> index
    %1 = "index.constant"() <{value = -3 : index}> : () -> index
    %2 = "index.constant"() <{value = 0 : index}> : () -> index
    %3 = "index.add"(%0, %1) : (index, index) -> index
    %4 = "index.sub"(%0, %1) : (index, index) -> index
    %5 = "index.mul"(%0, %1) : (index, index) -> index
    %6 = "index.divs"(%0, %1) : (index, index) -> index
    %7 = "index.divu"(%0, %1) : (index, index) -> index
    %8 = "index.ceildivs"(%0, %1) : (index, index) -> index
    %9 = "index.ceildivu"(%0, %1) : (index, index) -> index
    %10 = "index.floordivs"(%0, %1) : (index, index) -> index
    %11 = "index.rems"(%0, %1) : (index, index) -> index
    %12 = "index.remu"(%0, %1) : (index, index) -> index
    %13 = "index.divs"(%0, %2) : (index, index) -> index
    "test.use"(%3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (index, index, index, index, index, index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

