
// expected-error@+1 {{invalid data layout descriptor: unknown specifier 'q'}}
module attributes {llvm.data_layout = "e-q"} {}

