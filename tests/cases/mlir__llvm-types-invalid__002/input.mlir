
// expected-error @+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @f(%0 : f32 {llvm.zeroext})

