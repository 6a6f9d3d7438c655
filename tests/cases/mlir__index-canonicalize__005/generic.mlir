"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index, index, index), sym_name = "reassociate_more"}> ({
  ^bb0(%arg0: index):
    %0 = "index.constant"() <{value = 1 : index}> : () -> index
    %1 = "index.constant"() <{value = 6 : index}> : () -> index
    %2 = "index.and"(%arg0, %1) : (index, index) -> index
    %3 = "index.and"(%2, %0) : (index, index) -> index
    %4 = "index.or"(%arg0, %0) : (index, index) -> index
    %5 = "index.or"(%4, %1) : (index, index) -> index
    %6 = "index.maxu"(%arg0, %0) : (index, index) -> index
    %7 = "index.maxu"(%6, %1) : (index, index) -> index
    %8 = "index.mins"(%arg0, %0) : (index, index) -> index
    %9 = "index.mins"(%8, %1) : (index, index) -> index
    "func.return"(%3, %5, %7, %9) : (index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

