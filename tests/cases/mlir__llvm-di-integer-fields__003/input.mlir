
// expected-error @below {{expected valid keyword}}
// expected-error @below {{expected a parameter name in struct}}
#x = #llvm.di_basic_type<>
module attributes {foo.a = #x} {}

