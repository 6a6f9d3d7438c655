
// expected-error@+1 {{invalid data layout descriptor: index size cannot be larger than the pointer size}}
module attributes {llvm.data_layout = "p1:32:32:32:64"} {}

